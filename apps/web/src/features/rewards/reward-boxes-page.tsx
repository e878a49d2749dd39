import { Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWriteControl } from '../../lib/read-only-view';
import { useRewardFormat } from '../../lib/reward-format';
import { rewardsPath } from './basket/redemption-context';
import { balanceFor, useBoxFunds } from './reward-boxes/box-funds';
import { rewardBoxPath } from './reward-boxes/reward-box-paths';

/** Spec 001 /rewards/reward-boxes: the plan's boxes, one of which the member chooses (quantity 1). */
export function RewardBoxesPage(): ReactElement {
  const { t } = useTranslation('rewards');
  const boxFunds = useBoxFunds();
  const amount = useRewardFormat(boxFunds.rewardType);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  // Choosing the box is the first step of placing its order, which the staff view may not do.
  const writeControl = useWriteControl();
  // How many times Continue was pressed with nothing chosen: each press shows the message afresh and focuses it.
  const [noneChosen, setNoneChosen] = useState(0);
  const back = (
    <Anchor component={Link} to={rewardsPath('/rewards/redeem', boxFunds.dependentId)} w="fit-content">
      {t('boxes.backToRedeem')}
    </Anchor>
  );
  if (!boxFunds.redeemsHere || boxFunds.boxes.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('boxes.title')}</Title>
        <Text>{boxFunds.redeemsHere ? t('boxes.nothingOffered') : t('redeem.external')}</Text>
        {back}
      </Stack>
    );
  }
  const proceed = () => {
    if (chosen === null) {
      setNoneChosen((presses) => presses + 1);
      return;
    }
    void navigate(rewardBoxPath('/confirmation', boxFunds.dependentId, { box: Number(chosen) }));
  };
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('boxes.title')}</Title>
        <Text c="dimmed">{t('boxes.intro')}</Text>
      </div>
      {noneChosen > 0 && (
        <div key={noneChosen} role="alert" tabIndex={-1} ref={(node) => node?.focus()} className="notice notice-error">
          {t('boxes.noneSelected')}
        </div>
      )}
      <Radio.Group
        label={t('boxes.chooseLabel')}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setNoneChosen(0);
        }}
      >
        <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {boxFunds.boxes.map((box) => {
            const covered = balanceFor(boxFunds.funds, box) !== null;
            return (
              <Paper component="li" key={box.id} withBorder p="md">
                <Group align="flex-start" wrap="nowrap">
                  <img src={box.imageUrl} alt="" width={120} height={75} />
                  <Radio
                    value={String(box.id)}
                    disabled={!covered}
                    label={<Text fw={600}>{box.name}</Text>}
                    description={
                      <>
                        {box.description}
                        <br />
                        {t('redeem.price', { price: amount(box.redemptionAmount) })}
                        {!covered && (
                          <>
                            <br />
                            {t('boxes.notCovered')}
                          </>
                        )}
                      </>
                    }
                    {...writeControl}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Radio.Group>
      <Group>
        <Button onClick={proceed}>{t('boxes.continue')}</Button>
        {back}
      </Group>
    </Stack>
  );
}
